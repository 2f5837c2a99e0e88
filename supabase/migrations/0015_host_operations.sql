-- Host operations (issue 28): host accounts, ownership, what a host needs on a booking, cleaning
-- tasks and notifications, and Row Level Security as the authority for the host side. Host
-- functions run their queries as the `authenticated` role with the caller's JWT claims (as
-- Supabase's PostgREST does, see functions/_shared/as-user.ts); guest functions keep running as
-- the database owner, which owns these tables and is not subject to their policies.
-- Additive only: existing rows keep every answer they gave (new columns take defaults). Idempotent.

-- The API roles and auth helpers Supabase has. On Supabase they exist and are left alone; locally
-- (PGlite, a plain PostgreSQL server) they are created, so the policies are the same SQL on both.
DO $$
DECLARE
  api_role text;
BEGIN
  FOREACH api_role IN ARRAY ARRAY['anon', 'authenticated', 'service_role'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = api_role) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN NOINHERIT', api_role);
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL; -- created meanwhile by another database's migration on the same server (roles are per cluster)
      END;
    END IF;
  END LOOP;
  -- Host functions switch to `authenticated` (SET LOCAL ROLE): the connecting role must be a member.
  IF NOT pg_has_role(current_user, 'authenticated', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT authenticated TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE WARNING 'rihla: % cannot switch to the authenticated role; host functions will fail', current_user;
    END;
  END IF;

  IF NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'auth') THEN
    CREATE SCHEMA auth;
    GRANT USAGE ON SCHEMA auth TO anon, authenticated, service_role;
  END IF;
  -- Supabase's definitions: the claims PostgREST sets for the request (and their older single-claim form).
  IF NOT EXISTS (SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                  WHERE n.nspname = 'auth' AND p.proname = 'uid') THEN
    EXECUTE $fn$
      CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $body$
        SELECT nullif(coalesce(
          current_setting('request.jwt.claim.sub', true),
          (current_setting('request.jwt.claims', true)::jsonb ->> 'sub')
        ), '')::uuid
      $body$
    $fn$;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                  WHERE n.nspname = 'auth' AND p.proname = 'role') THEN
    EXECUTE $fn$
      CREATE FUNCTION auth.role() RETURNS text LANGUAGE sql STABLE AS $body$
        SELECT nullif(coalesce(
          current_setting('request.jwt.claim.role', true),
          (current_setting('request.jwt.claims', true)::jsonb ->> 'role')
        ), '')::text
      $body$
    $fn$;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                  WHERE n.nspname = 'auth' AND p.proname = 'jwt') THEN
    EXECUTE $fn$
      CREATE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS $body$
        SELECT coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
      $body$
    $fn$;
  END IF;
END
$$;

-- Tables created from now on are granted to no API role until a migration says so (Supabase
-- grants every new table in public to anon and authenticated by default).
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM anon, authenticated;
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM anon, authenticated;
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON FUNCTIONS FROM anon, authenticated;

-- One row per auth user (Supabase's auth.users, locally auth_users) who uses the host portal.
CREATE TABLE IF NOT EXISTS hosts (
  id uuid PRIMARY KEY,
  display_name text NOT NULL CHECK (char_length(btrim(display_name)) BETWEEN 1 AND 120),
  phone text CHECK (phone IS NULL OR phone ~ '^\+[1-9][0-9 ]{6,19}$'),
  -- Set by the team, never by the user (rihla_hosts_guard_role below).
  role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'team')),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es', 'ar')),
  -- The settings screen's switches, by key ("email-bookings": true, ...).
  notification_preferences jsonb NOT NULL DEFAULT '{
    "email-bookings": true, "email-messages": true, "email-checkin": true, "email-reviews": true,
    "email-marketing": false, "sms-bookings": true, "sms-urgent": true, "sms-checkin": false
  }'::jsonb CHECK (jsonb_typeof(notification_preferences) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- On Supabase a host is an Auth user: deleting the user deletes the host row.
DO $$
BEGIN
  IF to_regclass('auth.users') IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'hosts_id_auth_user_fkey') THEN
    ALTER TABLE hosts ADD CONSTRAINT hosts_id_auth_user_fkey
      FOREIGN KEY (id) REFERENCES auth.users (id) ON DELETE CASCADE;
  END IF;
END
$$;

ALTER TABLE properties ADD COLUMN IF NOT EXISTS owner_id uuid REFERENCES hosts (id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS properties_owner_idx ON properties (owner_id);
-- Where the property is, as the host portal lists it (the address stays the guest's full one).
ALTER TABLE properties ADD COLUMN IF NOT EXISTS city text
  CHECK (city IS NULL OR char_length(btrim(city)) BETWEEN 1 AND 100);
ALTER TABLE properties ADD COLUMN IF NOT EXISTS region text
  CHECK (region IS NULL OR char_length(btrim(region)) BETWEEN 1 AND 100);

-- What a host needs on a booking. Existing bookings take the defaults (one guest, direct,
-- confirmed, no total known); the guest lookup reads none of these columns.
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS guest_first_name text
  CHECK (guest_first_name IS NULL OR char_length(btrim(guest_first_name)) BETWEEN 1 AND 100);
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS guest_email text
  CHECK (guest_email IS NULL OR (char_length(guest_email) <= 254 AND guest_email ~ '^[^@\s]+@[^@\s]+$'));
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS guest_phone text
  CHECK (guest_phone IS NULL OR guest_phone ~ '^\+[1-9][0-9 ]{6,19}$');
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS guests_count integer NOT NULL DEFAULT 1
  CHECK (guests_count BETWEEN 1 AND 16);
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS source text NOT NULL DEFAULT 'direct'
  CHECK (source IN ('direct', 'airbnb', 'booking_com', 'vrbo', 'others'));
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'confirmed'
  CHECK (status IN ('confirmed', 'cancelled'));
-- The stay's price in minor units (cents) of `currency`, for revenue; null: not known.
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS stay_total integer CHECK (stay_total IS NULL OR stay_total >= 0);
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS currency text NOT NULL DEFAULT 'eur' CHECK (currency ~ '^[a-z]{3}$');
CREATE INDEX IF NOT EXISTS bookings_property_idx ON bookings (property_id, check_in_date);

CREATE TABLE IF NOT EXISTS cleaning_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  scheduled_date date NOT NULL,
  -- Local time of the property; null: any time that day.
  scheduled_time time,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'completed')),
  cleaner_name text CHECK (cleaner_name IS NULL OR char_length(btrim(cleaner_name)) BETWEEN 1 AND 120),
  notes text CHECK (notes IS NULL OR char_length(notes) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the task becomes completed, cleared when it is reopened (trigger below).
  completed_at timestamptz
);
CREATE INDEX IF NOT EXISTS cleaning_tasks_property_idx ON cleaning_tasks (property_id, scheduled_date);

CREATE TABLE IF NOT EXISTS host_notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  host_id uuid NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('booking', 'message', 'cleaning', 'payment', 'review', 'extra', 'system')),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 1000),
  -- A path in the app ("/host/guests"), never another site.
  link text CHECK (link IS NULL OR link ~ '^/[^/\\]'),
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS host_notifications_host_idx ON host_notifications (host_id, created_at DESC);

CREATE OR REPLACE FUNCTION rihla_touch_updated_at() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS hosts_touch_updated_at ON hosts;
CREATE TRIGGER hosts_touch_updated_at BEFORE UPDATE ON hosts
  FOR EACH ROW EXECUTE FUNCTION rihla_touch_updated_at();

CREATE OR REPLACE FUNCTION rihla_cleaning_completed_at() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF NEW.status <> 'completed' THEN
    NEW.completed_at := NULL;
  ELSIF NEW.completed_at IS NULL THEN
    NEW.completed_at := now();
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS cleaning_tasks_completed_at ON cleaning_tasks;
CREATE TRIGGER cleaning_tasks_completed_at BEFORE INSERT OR UPDATE ON cleaning_tasks
  FOR EACH ROW EXECUTE FUNCTION rihla_cleaning_completed_at();

-- Who the caller is, for the policies. SECURITY DEFINER with a fixed search_path: they read hosts
-- and properties as their owner, so a policy never runs another table's policies (no recursion).
CREATE OR REPLACE FUNCTION rihla_is_team() RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = '' AS $$
  SELECT EXISTS (SELECT 1 FROM public.hosts WHERE id = auth.uid() AND role = 'team')
$$;
-- The caller's properties, as one array: policies compare with `= ANY ((SELECT ...)::uuid[])`, read once per statement.
CREATE OR REPLACE FUNCTION rihla_owned_property_ids() RETURNS uuid[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = '' AS $$
  SELECT coalesce(array_agg(id), '{}') FROM public.properties WHERE owner_id = auth.uid()
$$;
CREATE OR REPLACE FUNCTION rihla_owns_property(property uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = '' AS $$
  SELECT EXISTS (SELECT 1 FROM public.properties WHERE id = property AND owner_id = auth.uid())
$$;
CREATE OR REPLACE FUNCTION rihla_owns_booking(booking uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = '' AS $$
  SELECT EXISTS (SELECT 1 FROM public.bookings b JOIN public.properties p ON p.id = b.property_id
                  WHERE b.id = booking AND p.owner_id = auth.uid())
$$;
REVOKE ALL ON FUNCTION rihla_is_team(), rihla_owned_property_ids(), rihla_owns_property(uuid),
  rihla_owns_booking(uuid) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION rihla_is_team(), rihla_owned_property_ids(), rihla_owns_property(uuid),
  rihla_owns_booking(uuid) TO authenticated, service_role;

-- A signed-in user never sets a role: only the team gives one (owners can edit the rest of their row).
CREATE OR REPLACE FUNCTION rihla_hosts_guard_role() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF current_user IN ('anon', 'authenticated') AND NOT public.rihla_is_team()
     AND (TG_OP = 'INSERT' OR NEW.role IS DISTINCT FROM OLD.role) THEN
    RAISE EXCEPTION 'only the team sets a host''s role' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS hosts_guard_role ON hosts;
CREATE TRIGGER hosts_guard_role BEFORE INSERT OR UPDATE ON hosts
  FOR EACH ROW EXECUTE FUNCTION rihla_hosts_guard_role();

ALTER TABLE hosts ENABLE ROW LEVEL SECURITY;
ALTER TABLE cleaning_tasks ENABLE ROW LEVEL SECURITY;
ALTER TABLE host_notifications ENABLE ROW LEVEL SECURITY;

-- Rights: anon nothing; authenticated what the host side does, row by row as the policies say.
-- Nobody deletes a booking (it is cancelled: its paid extras would go with it) or writes a payment.
REVOKE ALL ON hosts, cleaning_tasks, host_notifications FROM PUBLIC, anon, authenticated;
REVOKE ALL ON properties, bookings, booking_extras, extra_orders, inquiries FROM PUBLIC, anon, authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON hosts, properties, cleaning_tasks TO authenticated;
GRANT SELECT, INSERT, UPDATE ON bookings TO authenticated;
GRANT SELECT ON booking_extras TO authenticated;
-- An order's secret and Checkout links are the guest's, not the host's.
GRANT SELECT (id, booking_id_fk, status, selection_hash, total_amount, currency, checkout_session_id,
              created_at, updated_at, paid_at, payment_intent_id, refunded_amount, refund_reason, receipt_url)
  ON extra_orders TO authenticated;
GRANT SELECT, INSERT, DELETE ON host_notifications TO authenticated;
GRANT UPDATE (read) ON host_notifications TO authenticated;
-- The team reads the inquiries and moves them along (the sender's hash is for rate limiting only).
GRANT SELECT (id, client_reference, full_name, email, phone, property_location, message, language, status,
              created_at) ON inquiries TO authenticated;
GRANT UPDATE (status) ON inquiries TO authenticated;

-- Policies: the team (hosts.role = 'team') everything; an owner their own row, their properties
-- and what hangs off them. auth.uid() and the helpers are wrapped in SELECT: evaluated once per statement.
DROP POLICY IF EXISTS hosts_select ON hosts;
DROP POLICY IF EXISTS hosts_insert ON hosts;
DROP POLICY IF EXISTS hosts_update ON hosts;
DROP POLICY IF EXISTS hosts_delete ON hosts;
CREATE POLICY hosts_select ON hosts FOR SELECT TO authenticated
  USING (id = (SELECT auth.uid()) OR (SELECT rihla_is_team()));
CREATE POLICY hosts_insert ON hosts FOR INSERT TO authenticated WITH CHECK ((SELECT rihla_is_team()));
CREATE POLICY hosts_update ON hosts FOR UPDATE TO authenticated
  USING (id = (SELECT auth.uid()) OR (SELECT rihla_is_team()))
  WITH CHECK (id = (SELECT auth.uid()) OR (SELECT rihla_is_team()));
CREATE POLICY hosts_delete ON hosts FOR DELETE TO authenticated USING ((SELECT rihla_is_team()));

DROP POLICY IF EXISTS properties_host ON properties;
CREATE POLICY properties_host ON properties FOR ALL TO authenticated
  USING (owner_id = (SELECT auth.uid()) OR (SELECT rihla_is_team()))
  WITH CHECK (owner_id = (SELECT auth.uid()) OR (SELECT rihla_is_team()));

DROP POLICY IF EXISTS bookings_host ON bookings;
CREATE POLICY bookings_host ON bookings FOR ALL TO authenticated
  USING ((SELECT rihla_is_team()) OR property_id = ANY ((SELECT rihla_owned_property_ids())::uuid[]))
  WITH CHECK ((SELECT rihla_is_team()) OR property_id = ANY ((SELECT rihla_owned_property_ids())::uuid[]));

DROP POLICY IF EXISTS cleaning_tasks_host ON cleaning_tasks;
CREATE POLICY cleaning_tasks_host ON cleaning_tasks FOR ALL TO authenticated
  USING ((SELECT rihla_is_team()) OR property_id = ANY ((SELECT rihla_owned_property_ids())::uuid[]))
  WITH CHECK ((SELECT rihla_is_team()) OR property_id = ANY ((SELECT rihla_owned_property_ids())::uuid[]));

DROP POLICY IF EXISTS booking_extras_host ON booking_extras;
CREATE POLICY booking_extras_host ON booking_extras FOR SELECT TO authenticated
  USING ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id_fk));
DROP POLICY IF EXISTS extra_orders_host ON extra_orders;
CREATE POLICY extra_orders_host ON extra_orders FOR SELECT TO authenticated
  USING ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id_fk));

-- Notifications are written by the server (as the owner of the table) or by the team; a host
-- reads, marks read and deletes their own.
DROP POLICY IF EXISTS host_notifications_select ON host_notifications;
DROP POLICY IF EXISTS host_notifications_insert ON host_notifications;
DROP POLICY IF EXISTS host_notifications_update ON host_notifications;
DROP POLICY IF EXISTS host_notifications_delete ON host_notifications;
CREATE POLICY host_notifications_select ON host_notifications FOR SELECT TO authenticated
  USING (host_id = (SELECT auth.uid()) OR (SELECT rihla_is_team()));
CREATE POLICY host_notifications_insert ON host_notifications FOR INSERT TO authenticated
  WITH CHECK ((SELECT rihla_is_team()));
CREATE POLICY host_notifications_update ON host_notifications FOR UPDATE TO authenticated
  USING (host_id = (SELECT auth.uid()) OR (SELECT rihla_is_team()))
  WITH CHECK (host_id = (SELECT auth.uid()) OR (SELECT rihla_is_team()));
CREATE POLICY host_notifications_delete ON host_notifications FOR DELETE TO authenticated
  USING (host_id = (SELECT auth.uid()) OR (SELECT rihla_is_team()));

DROP POLICY IF EXISTS inquiries_team ON inquiries;
CREATE POLICY inquiries_team ON inquiries FOR ALL TO authenticated
  USING ((SELECT rihla_is_team())) WITH CHECK ((SELECT rihla_is_team()));
