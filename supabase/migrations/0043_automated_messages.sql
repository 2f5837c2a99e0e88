-- Messages on a schedule (issue 45, docs/automated-messages.md): the stay writes to its guest by
-- itself, from the booking's confirmation to the thank-you after check-out. Additive and idempotent.
--
-- 1. message_templates: one row per event and language, the subject (the mail's) and the text (the
--    message's and the mail's body); `text` null: no text in this language (the English one is
--    sent, and the log says so). Seeded with Rihla's texts, which are also in the code
--    (supabase/functions/_shared/automated-message-defaults.ts, a test keeps both equal) so that a
--    reset brings them back. Every host reads them; only the team writes them.
-- 2. property_automated_messages: a property's own settings (no row: the defaults): the events it
--    sends, the days before arrival of `before_arrival`, the review link of the thank-you. The
--    property's owner reads it, the team reads and writes it.
-- 3. automated_message_log: one row per booking and event, its primary key the "once per booking and
--    event": the scheduler claims an event by inserting its row (ON CONFLICT DO NOTHING) in the
--    transaction that writes the message, the mail and the pushes, so two schedulers at once, or one
--    restarted, never send twice. The property's owner and the team read it; no API role writes it.
-- 4. booking_messages.automated_event: the message is the stay's own (shown as from "Rihla"); at
--    most one per booking and event.

CREATE TABLE IF NOT EXISTS message_templates (
  event text NOT NULL CHECK (event IN ('booking_confirmed', 'before_arrival', 'door_code_released',
                                       'arrival_morning', 'checkout_morning', 'after_checkout')),
  language text NOT NULL CHECK (language IN ('en', 'fr', 'es', 'ar')),
  -- Null with a text: Rihla's subject of this language is used.
  subject text CHECK (subject IS NULL OR char_length(subject) BETWEEN 1 AND 200),
  text text CHECK (text IS NULL OR char_length(text) BETWEEN 1 AND 2000),
  is_default boolean NOT NULL DEFAULT true,
  updated_at timestamptz,
  updated_by uuid REFERENCES hosts (id) ON DELETE SET NULL,
  PRIMARY KEY (event, language),
  -- English is what every other language falls back to.
  CONSTRAINT message_templates_english_text CHECK (language <> 'en' OR text IS NOT NULL)
);

CREATE TABLE IF NOT EXISTS property_automated_messages (
  property_id uuid PRIMARY KEY REFERENCES properties (id) ON DELETE CASCADE,
  enabled_events text[] NOT NULL DEFAULT ARRAY['booking_confirmed', 'before_arrival', 'door_code_released',
    'arrival_morning', 'checkout_morning', 'after_checkout']::text[]
    CHECK (enabled_events <@ ARRAY['booking_confirmed', 'before_arrival', 'door_code_released',
      'arrival_morning', 'checkout_morning', 'after_checkout']::text[]),
  days_before_arrival integer NOT NULL DEFAULT 3 CHECK (days_before_arrival BETWEEN 1 AND 30),
  review_url text CHECK (review_url IS NULL OR (char_length(review_url) <= 500 AND review_url ~ '^https://')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES hosts (id) ON DELETE SET NULL
);

ALTER TABLE booking_messages ADD COLUMN IF NOT EXISTS automated_event text
  CHECK (automated_event IS NULL OR automated_event IN ('booking_confirmed', 'before_arrival',
    'door_code_released', 'arrival_morning', 'checkout_morning', 'after_checkout'));
CREATE UNIQUE INDEX IF NOT EXISTS booking_messages_automated_idx ON booking_messages (booking_id, automated_event)
  WHERE automated_event IS NOT NULL;

CREATE TABLE IF NOT EXISTS automated_message_log (
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('booking_confirmed', 'before_arrival', 'door_code_released',
                                       'arrival_morning', 'checkout_morning', 'after_checkout')),
  sent_at timestamptz NOT NULL,
  -- The language the guest was written to in (fell_back_to_english: theirs had no text, this is 'en').
  language text NOT NULL CHECK (language IN ('en', 'fr', 'es', 'ar')),
  fell_back_to_english boolean NOT NULL DEFAULT false,
  channels text[] NOT NULL DEFAULT '{}' CHECK (channels <@ ARRAY['message', 'email', 'push']::text[]),
  message_id uuid REFERENCES booking_messages (id) ON DELETE SET NULL,
  PRIMARY KEY (booking_id, event)
);

-- The scheduler's window: stays not over for more than two days, and the bookings of the last days.
CREATE INDEX IF NOT EXISTS bookings_schedule_idx ON bookings (check_out_date) WHERE status = 'confirmed';
CREATE INDEX IF NOT EXISTS bookings_created_idx ON bookings (created_at);

ALTER TABLE message_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE property_automated_messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE automated_message_log ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON message_templates, property_automated_messages, automated_message_log FROM PUBLIC;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON message_templates, property_automated_messages, automated_message_log FROM anon;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON message_templates, property_automated_messages, automated_message_log FROM authenticated;
    GRANT SELECT, UPDATE ON message_templates TO authenticated;
    GRANT SELECT, INSERT, UPDATE ON property_automated_messages TO authenticated;
    GRANT SELECT ON automated_message_log TO authenticated;
  END IF;
END
$$;

DROP POLICY IF EXISTS message_templates_read ON message_templates;
DROP POLICY IF EXISTS message_templates_team ON message_templates;
CREATE POLICY message_templates_read ON message_templates FOR SELECT TO authenticated
  USING ((SELECT rihla_is_team()) OR EXISTS (SELECT 1 FROM hosts h WHERE h.id = (SELECT auth.uid())));
CREATE POLICY message_templates_team ON message_templates FOR UPDATE TO authenticated
  USING ((SELECT rihla_is_team())) WITH CHECK ((SELECT rihla_is_team()));

DROP POLICY IF EXISTS property_automated_messages_read ON property_automated_messages;
DROP POLICY IF EXISTS property_automated_messages_insert ON property_automated_messages;
DROP POLICY IF EXISTS property_automated_messages_update ON property_automated_messages;
CREATE POLICY property_automated_messages_read ON property_automated_messages FOR SELECT TO authenticated
  USING ((SELECT rihla_is_team()) OR rihla_owns_property(property_id));
CREATE POLICY property_automated_messages_insert ON property_automated_messages FOR INSERT TO authenticated
  WITH CHECK ((SELECT rihla_is_team()));
CREATE POLICY property_automated_messages_update ON property_automated_messages FOR UPDATE TO authenticated
  USING ((SELECT rihla_is_team())) WITH CHECK ((SELECT rihla_is_team()));

DROP POLICY IF EXISTS automated_message_log_read ON automated_message_log;
CREATE POLICY automated_message_log_read ON automated_message_log FOR SELECT TO authenticated
  USING ((SELECT rihla_is_team()) OR rihla_owns_booking(booking_id));

-- Rihla's texts (the same as automated-message-defaults.ts); an edited row is kept as it is.
INSERT INTO message_templates (event, language, subject, text) VALUES
  ('booking_confirmed', 'en', E'Your stay at {property} is confirmed',
   E'Hello {firstName},\nYour stay at {property} is confirmed, from {checkInDate} to {checkOutDate}.\nYour personal link opens your stay on your phone: {link}\nYour door code will be in your stay from {codeReleaseTime}.\nWe will write to you again before you arrive.'),
  ('booking_confirmed', 'fr', E'Votre séjour à {property} est confirmé',
   E'Bonjour {firstName},\nVotre séjour à {property} est confirmé, du {checkInDate} au {checkOutDate}.\nVotre lien personnel ouvre votre séjour sur votre téléphone : {link}\nVotre code de porte sera dans votre séjour à partir du {codeReleaseTime}.\nNous vous écrirons à nouveau avant votre arrivée.'),
  ('booking_confirmed', 'es', E'Tu estancia en {property} está confirmada',
   E'Hola {firstName}:\nTu estancia en {property} está confirmada, del {checkInDate} al {checkOutDate}.\nTu enlace personal abre tu estancia en el teléfono: {link}\nTu código de la puerta estará en tu estancia a partir del {codeReleaseTime}.\nTe escribiremos de nuevo antes de tu llegada.'),
  ('booking_confirmed', 'ar', E'تم تأكيد إقامتك في {property}',
   E'مرحبًا {firstName}،\nتم تأكيد إقامتك في {property} من {checkInDate} إلى {checkOutDate}.\nرابطك الشخصي يفتح إقامتك على هاتفك: {link}\nسيكون رمز الباب في إقامتك ابتداءً من {codeReleaseTime}.\nسنكتب إليك مجددًا قبل وصولك.'),
  ('before_arrival', 'en', E'{property}: check in online before you arrive',
   E'Hello {firstName},\nYou arrive at {property} on {checkInDate}, from {checkInTime}. Check in online now: it takes a few minutes and saves you time at the door.\n{link}'),
  ('before_arrival', 'fr', E'{property} : enregistrez-vous en ligne avant d’arriver',
   E'Bonjour {firstName},\nVous arrivez à {property} le {checkInDate}, à partir de {checkInTime}. Enregistrez-vous en ligne dès maintenant : cela prend quelques minutes et vous fait gagner du temps à l’arrivée.\n{link}'),
  ('before_arrival', 'es', E'{property}: haz el check-in en línea antes de llegar',
   E'Hola {firstName}:\nLlegas a {property} el {checkInDate}, a partir de las {checkInTime}. Haz ahora el check-in en línea: lleva unos minutos y te ahorra tiempo a la llegada.\n{link}'),
  ('before_arrival', 'ar', E'{property}: سجّل وصولك عبر الإنترنت قبل قدومك',
   E'مرحبًا {firstName}،\nتصل إلى {property} يوم {checkInDate}، ابتداءً من الساعة {checkInTime}. سجّل وصولك عبر الإنترنت الآن: لا يستغرق سوى بضع دقائق ويوفّر عليك الوقت عند الوصول.\n{link}'),
  ('door_code_released', 'en', E'{property}: your door code is ready',
   E'Hello {firstName},\nYour door code for {property} is now in your stay. Open the app once before you travel: it keeps the code and the way in, and works with no signal.\n{link}'),
  ('door_code_released', 'fr', E'{property} : votre code de porte est prêt',
   E'Bonjour {firstName},\nVotre code de porte pour {property} est maintenant dans votre séjour. Ouvrez l’application une fois avant de partir : elle garde le code et l’accès, et fonctionne même sans réseau.\n{link}'),
  ('door_code_released', 'es', E'{property}: tu código de la puerta está listo',
   E'Hola {firstName}:\nTu código de la puerta de {property} ya está en tu estancia. Abre la aplicación una vez antes de viajar: guarda el código y el acceso, y funciona incluso sin cobertura.\n{link}'),
  ('door_code_released', 'ar', E'{property}: رمز الباب جاهز',
   E'مرحبًا {firstName}،\nرمز باب {property} جاهز الآن في إقامتك. افتح التطبيق مرة واحدة قبل سفرك: يحتفظ بالرمز وطريقة الدخول، ويعمل حتى دون شبكة.\n{link}'),
  ('arrival_morning', 'en', E'Welcome to {property} today',
   E'Good morning {firstName},\nToday is the day! Check-in is from {checkInTime}. The way in, the photo guide and your door code are in your stay: {link}\nSafe travels, and write to us here if you need anything.'),
  ('arrival_morning', 'fr', E'Bienvenue à {property} aujourd’hui',
   E'Bonjour {firstName},\nC’est le grand jour ! L’arrivée se fait à partir de {checkInTime}. L’accès, le guide en photos et votre code de porte sont dans votre séjour : {link}\nBon voyage, et écrivez-nous ici si vous avez besoin de quoi que ce soit.'),
  ('arrival_morning', 'es', E'Hoy llegas a {property}',
   E'Buenos días, {firstName}:\n¡Hoy es el día! La entrada es a partir de las {checkInTime}. El acceso, la guía con fotos y tu código de la puerta están en tu estancia: {link}\nBuen viaje, y escríbenos aquí si necesitas algo.'),
  ('arrival_morning', 'ar', E'أهلًا بك في {property} اليوم',
   E'صباح الخير {firstName}،\nاليوم يوم وصولك! يبدأ تسجيل الوصول من الساعة {checkInTime}. طريقة الدخول ودليل الصور ورمز الباب كلها في إقامتك: {link}\nرحلة سعيدة، واكتب إلينا هنا إذا احتجت إلى أي شيء.'),
  ('checkout_morning', 'en', E'{property}: check-out today at {checkOutTime}',
   E'Good morning {firstName},\nCheck-out is today at {checkOutTime}. Before you go, please close the windows, switch off the lights and the air conditioning, and leave the keys as you found them. Have a good journey home!'),
  ('checkout_morning', 'fr', E'{property} : départ aujourd’hui à {checkOutTime}',
   E'Bonjour {firstName},\nLe départ est aujourd’hui à {checkOutTime}. Avant de partir, merci de fermer les fenêtres, d’éteindre les lumières et la climatisation, et de laisser les clés comme vous les avez trouvées. Bon retour !'),
  ('checkout_morning', 'es', E'{property}: salida hoy a las {checkOutTime}',
   E'Buenos días, {firstName}:\nLa salida es hoy a las {checkOutTime}. Antes de irte, cierra las ventanas, apaga las luces y el aire acondicionado, y deja las llaves como las encontraste. ¡Buen viaje de vuelta!'),
  ('checkout_morning', 'ar', E'{property}: المغادرة اليوم الساعة {checkOutTime}',
   E'صباح الخير {firstName}،\nالمغادرة اليوم الساعة {checkOutTime}. قبل أن تغادر، يُرجى إغلاق النوافذ وإطفاء الأضواء والمكيّف، وترك المفاتيح كما وجدتها. نتمنى لك رحلة عودة سعيدة!'),
  ('after_checkout', 'en', E'Thank you for staying at {property}',
   E'Hello {firstName},\nThank you for staying at {property}. We hope you felt at home, and we would love to welcome you again.\nIf you have a minute, a review helps us a lot: {reviewLink}'),
  ('after_checkout', 'fr', E'Merci pour votre séjour à {property}',
   E'Bonjour {firstName},\nMerci d’avoir séjourné à {property}. Nous espérons que vous vous y êtes senti chez vous, et serons ravis de vous accueillir à nouveau.\nSi vous avez une minute, votre avis nous aide beaucoup : {reviewLink}'),
  ('after_checkout', 'es', E'Gracias por tu estancia en {property}',
   E'Hola {firstName}:\nGracias por alojarte en {property}. Esperamos que te hayas sentido como en casa y nos encantará recibirte de nuevo.\nSi tienes un minuto, tu opinión nos ayuda mucho: {reviewLink}'),
  ('after_checkout', 'ar', E'شكرًا لإقامتك في {property}',
   E'مرحبًا {firstName}،\nشكرًا لإقامتك في {property}. نتمنى أن تكون قد شعرت وكأنك في بيتك، ويسعدنا استقبالك مجددًا.\nإن كان لديك دقيقة، فرأيك يساعدنا كثيرًا: {reviewLink}')
ON CONFLICT (event, language) DO NOTHING;
