-- Web Push for the installed app (issue 44, docs/push.md). Additive and idempotent.
--
-- 1. push_subscriptions: one row per device (the push service's endpoint is unique), for a host
--    (host_id) or for a booking's guest (booking_id), never both; the device's keys (p256dh, auth)
--    encrypt what is pushed to it, and its language says what the notification is written in.
--    A device that subscribes again, for someone else, takes the row over (the endpoint is the
--    device's own secret: whoever holds it is that device).
-- 2. push_outbox: one row per notice and device, written in the transaction of the event that
--    causes it (unique by event and subscription: never twice to one device), claimed by the
--    deliverer with a lease (supabase/functions/_shared/push-outbox.ts); gone with its subscription.
--
-- Rights: a host reads and deletes only their own subscriptions (the team too: their own only), and
-- subscribes through rihla_push_subscribe_host (as themselves, never for another); guests' rows and
-- the outbox are the server's (the guest functions, the deliverer): no API role reads them.

CREATE TABLE IF NOT EXISTS push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint text NOT NULL UNIQUE CHECK (char_length(endpoint) <= 2000 AND endpoint ~ '^https?://'),
  -- The device's P-256 public key (65 bytes) and auth secret (16 bytes), base64url.
  p256dh text NOT NULL CHECK (p256dh ~ '^[A-Za-z0-9_-]{80,100}$'),
  auth text NOT NULL CHECK (auth ~ '^[A-Za-z0-9_-]{16,40}$'),
  host_id uuid REFERENCES hosts (id) ON DELETE CASCADE,
  booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es', 'ar')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The last push the push service accepted (null: none yet).
  last_success_at timestamptz,
  CHECK ((host_id IS NULL) <> (booking_id IS NULL))
);
CREATE INDEX IF NOT EXISTS push_subscriptions_host_idx ON push_subscriptions (host_id) WHERE host_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS push_subscriptions_booking_idx ON push_subscriptions (booking_id)
  WHERE booking_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS push_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  -- What caused it ("door-code:<booking>", "extra-paid:<order>", "inquiry:<id>", "message:<id>").
  event_key text NOT NULL CHECK (char_length(event_key) BETWEEN 1 AND 200),
  -- The notice (the service worker writes it from these in the device's language) and where a tap goes.
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-zA-Z0-9]{0,60}$'),
  params jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(params) = 'object'),
  url text NOT NULL CHECK (char_length(url) <= 500 AND url ~ '^/'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Pending: not before this time (back-off). Sending: the claim's lease ends at this time.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text CHECK (last_error IS NULL OR char_length(last_error) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (event_key, subscription_id)
);
CREATE INDEX IF NOT EXISTS push_outbox_due_idx ON push_outbox (next_attempt_at)
  WHERE status IN ('pending', 'sending');
CREATE INDEX IF NOT EXISTS push_outbox_subscription_idx ON push_outbox (subscription_id);

ALTER TABLE push_subscriptions ENABLE ROW LEVEL SECURITY;
ALTER TABLE push_outbox ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON push_subscriptions, push_outbox FROM PUBLIC;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON push_subscriptions, push_outbox FROM anon;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON push_subscriptions, push_outbox FROM authenticated;
    GRANT SELECT, DELETE ON push_subscriptions TO authenticated;
  END IF;
END
$$;

DROP POLICY IF EXISTS push_subscriptions_own_select ON push_subscriptions;
CREATE POLICY push_subscriptions_own_select ON push_subscriptions FOR SELECT TO authenticated
  USING (host_id = (SELECT auth.uid()));
DROP POLICY IF EXISTS push_subscriptions_own_delete ON push_subscriptions;
CREATE POLICY push_subscriptions_own_delete ON push_subscriptions FOR DELETE TO authenticated
  USING (host_id = (SELECT auth.uid()));

-- A host's device subscribes as its caller and no one else: the row is the caller's (a host, or
-- nothing happens), taken over from whoever had the endpoint before, and at most 20 per host (the
-- oldest go), counted with the caller's host row locked so parallel subscribes hold the bound.
CREATE OR REPLACE FUNCTION rihla_push_subscribe_host(endpoint_in text, p256dh_in text, auth_in text, language_in text)
RETURNS uuid LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = '' AS $$
DECLARE
  caller uuid := auth.uid();
  kept uuid;
BEGIN
  PERFORM 1 FROM public.hosts WHERE id = caller FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  -- Someone else's row for this device goes, with its pending notices (they were not for the caller).
  DELETE FROM public.push_subscriptions WHERE endpoint = endpoint_in AND host_id IS DISTINCT FROM caller;
  INSERT INTO public.push_subscriptions (endpoint, p256dh, auth, host_id, booking_id, language)
  VALUES (endpoint_in, p256dh_in, auth_in, caller, NULL, language_in)
  ON CONFLICT (endpoint) DO UPDATE
    SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, language = EXCLUDED.language
  RETURNING id INTO kept;
  DELETE FROM public.push_subscriptions
   WHERE host_id = caller
     AND id NOT IN (SELECT id FROM public.push_subscriptions WHERE host_id = caller
                     ORDER BY created_at DESC, id DESC LIMIT 20);
  RETURN kept;
END
$$;
REVOKE ALL ON FUNCTION rihla_push_subscribe_host(text, text, text, text) FROM PUBLIC;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON FUNCTION rihla_push_subscribe_host(text, text, text, text) FROM anon;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    GRANT EXECUTE ON FUNCTION rihla_push_subscribe_host(text, text, text, text) TO authenticated;
  END IF;
END
$$;
