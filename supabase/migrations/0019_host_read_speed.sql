-- The host screens' reads, fast: Row Level Security at the cost of one helper call per table a
-- statement reads, and the Guests search on stored folded names.
--
-- The policies of 0015 ask two SECURITY DEFINER helpers for bookings and cleaning tasks (is the caller
-- the team? which properties do they own?); each call of such a helper costs
-- tens of microseconds (it cannot be inlined), and a dashboard statement reads several tables. One
-- helper now answers both questions: the ids of the properties the caller may see (every property for
-- the team, their own for an owner, none for anyone else). Same rows visible, same writes allowed;
-- host-rls.test.ts proves it on both databases. (Properties keep their policy: one helper call
-- already, and a property inserted with RETURNING must be visible to the statement that adds it.)
-- Idempotent.

-- The helpers are PL/pgSQL: a SECURITY DEFINER SQL function is never inlined and plans its query
-- again on every call (about 0.1 ms each), where PL/pgSQL keeps its plans for the connection's life.
CREATE OR REPLACE FUNCTION rihla_visible_property_ids() RETURNS uuid[]
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(p.id), '{}')
            FROM public.properties p
           WHERE p.owner_id = auth.uid()
              OR EXISTS (SELECT 1 FROM public.hosts h WHERE h.id = auth.uid() AND h.role = 'team'));
END
$$;
CREATE OR REPLACE FUNCTION rihla_is_team() RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM public.hosts WHERE id = auth.uid() AND role = 'team');
END
$$;
CREATE OR REPLACE FUNCTION rihla_owned_property_ids() RETURNS uuid[]
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(id), '{}') FROM public.properties WHERE owner_id = auth.uid());
END
$$;
CREATE OR REPLACE FUNCTION rihla_owns_booking(booking uuid) RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM public.bookings b JOIN public.properties p ON p.id = b.property_id
                  WHERE b.id = booking AND p.owner_id = auth.uid());
END
$$;
REVOKE ALL ON FUNCTION rihla_visible_property_ids() FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION rihla_visible_property_ids() TO authenticated, service_role;

DROP POLICY IF EXISTS bookings_host ON bookings;
CREATE POLICY bookings_host ON bookings FOR ALL TO authenticated
  USING (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]))
  WITH CHECK (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]));

DROP POLICY IF EXISTS cleaning_tasks_host ON cleaning_tasks;
CREATE POLICY cleaning_tasks_host ON cleaning_tasks FOR ALL TO authenticated
  USING (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]))
  WITH CHECK (property_id = ANY ((SELECT rihla_visible_property_ids())::uuid[]));

-- The Guests screen's search reads folded names (case, accents and spaces folded as the guest lookup
-- folds last names) stored with the rows, instead of folding two names per row on every search.
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS guest_name_folded text
  GENERATED ALWAYS AS (rihla_fold_name(coalesce(guest_first_name || ' ', '') || guest_last_name)) STORED;
ALTER TABLE properties ADD COLUMN IF NOT EXISTS name_folded text
  GENERATED ALWAYS AS (rihla_fold_name(name)) STORED;
