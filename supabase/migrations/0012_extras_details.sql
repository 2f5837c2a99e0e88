-- Paid extras keep their details (issue 27): the receipt a guest can keep. Additive and idempotent:
-- existing orders, lines and their details stay as they are (a null receipt shows no receipt link).

-- Stripe's receipt (the Checkout payment's latest charge `receipt_url`), or the local test
-- checkout's own receipt page (`/local-checkout/<session>/receipt`) when no Stripe key is set.
ALTER TABLE extra_orders ADD COLUMN IF NOT EXISTS receipt_url text;
