/**
 * Rihla's own texts of the automated messages (issue 45, docs/automated-messages.md): one subject
 * (the mail's) and one text (the message's and the mail's body) per event and language. Migration
 * 0043 seeds message_templates with exactly these (automated-message-defaults.test.ts checks it),
 * and `save-template` with `reset: true` brings them back. `{name}` marks a placeholder; a line
 * whose placeholder has no value (no review link, no door code) is left out when rendered. Pure.
 */
import type {
  AutomatedMessageEvent,
  AutomatedMessageLanguage,
} from './contracts/host-automated-messages.contract.ts';

export interface TemplateText {
  subject: string;
  text: string;
}

export const automatedMessageDefaults: Record<
  AutomatedMessageEvent,
  Record<AutomatedMessageLanguage, TemplateText>
> = {
  booking_confirmed: {
    en: {
      subject: 'Your stay at {property} is confirmed',
      text: 'Hello {firstName},\nYour stay at {property} is confirmed, from {checkInDate} to {checkOutDate}.\nYour personal link opens your stay on your phone: {link}\nYour door code will be in your stay from {codeReleaseTime}.\nWe will write to you again before you arrive.',
    },
    fr: {
      subject: 'Votre séjour à {property} est confirmé',
      text: 'Bonjour {firstName},\nVotre séjour à {property} est confirmé, du {checkInDate} au {checkOutDate}.\nVotre lien personnel ouvre votre séjour sur votre téléphone : {link}\nVotre code de porte sera dans votre séjour à partir du {codeReleaseTime}.\nNous vous écrirons à nouveau avant votre arrivée.',
    },
    es: {
      subject: 'Tu estancia en {property} está confirmada',
      text: 'Hola {firstName}:\nTu estancia en {property} está confirmada, del {checkInDate} al {checkOutDate}.\nTu enlace personal abre tu estancia en el teléfono: {link}\nTu código de la puerta estará en tu estancia a partir del {codeReleaseTime}.\nTe escribiremos de nuevo antes de tu llegada.',
    },
    ar: {
      subject: 'تم تأكيد إقامتك في {property}',
      text: 'مرحبًا {firstName}،\nتم تأكيد إقامتك في {property} من {checkInDate} إلى {checkOutDate}.\nرابطك الشخصي يفتح إقامتك على هاتفك: {link}\nسيكون رمز الباب في إقامتك ابتداءً من {codeReleaseTime}.\nسنكتب إليك مجددًا قبل وصولك.',
    },
  },
  before_arrival: {
    en: {
      subject: '{property}: check in online before you arrive',
      text: 'Hello {firstName},\nYou arrive at {property} on {checkInDate}, from {checkInTime}. Check in online now: it takes a few minutes and saves you time at the door.\n{link}',
    },
    fr: {
      subject: '{property} : enregistrez-vous en ligne avant d’arriver',
      text: 'Bonjour {firstName},\nVous arrivez à {property} le {checkInDate}, à partir de {checkInTime}. Enregistrez-vous en ligne dès maintenant : cela prend quelques minutes et vous fait gagner du temps à l’arrivée.\n{link}',
    },
    es: {
      subject: '{property}: haz el check-in en línea antes de llegar',
      text: 'Hola {firstName}:\nLlegas a {property} el {checkInDate}, a partir de las {checkInTime}. Haz ahora el check-in en línea: lleva unos minutos y te ahorra tiempo a la llegada.\n{link}',
    },
    ar: {
      subject: '{property}: سجّل وصولك عبر الإنترنت قبل قدومك',
      text: 'مرحبًا {firstName}،\nتصل إلى {property} يوم {checkInDate}، ابتداءً من الساعة {checkInTime}. سجّل وصولك عبر الإنترنت الآن: لا يستغرق سوى بضع دقائق ويوفّر عليك الوقت عند الوصول.\n{link}',
    },
  },
  door_code_released: {
    en: {
      subject: '{property}: your door code is ready',
      text: 'Hello {firstName},\nYour door code for {property} is now in your stay. Open the app once before you travel: it keeps the code and the way in, and works with no signal.\n{link}',
    },
    fr: {
      subject: '{property} : votre code de porte est prêt',
      text: 'Bonjour {firstName},\nVotre code de porte pour {property} est maintenant dans votre séjour. Ouvrez l’application une fois avant de partir : elle garde le code et l’accès, et fonctionne même sans réseau.\n{link}',
    },
    es: {
      subject: '{property}: tu código de la puerta está listo',
      text: 'Hola {firstName}:\nTu código de la puerta de {property} ya está en tu estancia. Abre la aplicación una vez antes de viajar: guarda el código y el acceso, y funciona incluso sin cobertura.\n{link}',
    },
    ar: {
      subject: '{property}: رمز الباب جاهز',
      text: 'مرحبًا {firstName}،\nرمز باب {property} جاهز الآن في إقامتك. افتح التطبيق مرة واحدة قبل سفرك: يحتفظ بالرمز وطريقة الدخول، ويعمل حتى دون شبكة.\n{link}',
    },
  },
  arrival_morning: {
    en: {
      subject: 'Welcome to {property} today',
      text: 'Good morning {firstName},\nToday is the day! Check-in is from {checkInTime}. The way in, the photo guide and your door code are in your stay: {link}\nSafe travels, and write to us here if you need anything.',
    },
    fr: {
      subject: 'Bienvenue à {property} aujourd’hui',
      text: 'Bonjour {firstName},\nC’est le grand jour ! L’arrivée se fait à partir de {checkInTime}. L’accès, le guide en photos et votre code de porte sont dans votre séjour : {link}\nBon voyage, et écrivez-nous ici si vous avez besoin de quoi que ce soit.',
    },
    es: {
      subject: 'Hoy llegas a {property}',
      text: 'Buenos días, {firstName}:\n¡Hoy es el día! La entrada es a partir de las {checkInTime}. El acceso, la guía con fotos y tu código de la puerta están en tu estancia: {link}\nBuen viaje, y escríbenos aquí si necesitas algo.',
    },
    ar: {
      subject: 'أهلًا بك في {property} اليوم',
      text: 'صباح الخير {firstName}،\nاليوم يوم وصولك! يبدأ تسجيل الوصول من الساعة {checkInTime}. طريقة الدخول ودليل الصور ورمز الباب كلها في إقامتك: {link}\nرحلة سعيدة، واكتب إلينا هنا إذا احتجت إلى أي شيء.',
    },
  },
  checkout_morning: {
    en: {
      subject: '{property}: check-out today at {checkOutTime}',
      text: 'Good morning {firstName},\nCheck-out is today at {checkOutTime}. Before you go, please close the windows, switch off the lights and the air conditioning, and leave the keys as you found them. Have a good journey home!',
    },
    fr: {
      subject: '{property} : départ aujourd’hui à {checkOutTime}',
      text: 'Bonjour {firstName},\nLe départ est aujourd’hui à {checkOutTime}. Avant de partir, merci de fermer les fenêtres, d’éteindre les lumières et la climatisation, et de laisser les clés comme vous les avez trouvées. Bon retour !',
    },
    es: {
      subject: '{property}: salida hoy a las {checkOutTime}',
      text: 'Buenos días, {firstName}:\nLa salida es hoy a las {checkOutTime}. Antes de irte, cierra las ventanas, apaga las luces y el aire acondicionado, y deja las llaves como las encontraste. ¡Buen viaje de vuelta!',
    },
    ar: {
      subject: '{property}: المغادرة اليوم الساعة {checkOutTime}',
      text: 'صباح الخير {firstName}،\nالمغادرة اليوم الساعة {checkOutTime}. قبل أن تغادر، يُرجى إغلاق النوافذ وإطفاء الأضواء والمكيّف، وترك المفاتيح كما وجدتها. نتمنى لك رحلة عودة سعيدة!',
    },
  },
  after_checkout: {
    en: {
      subject: 'Thank you for staying at {property}',
      text: 'Hello {firstName},\nThank you for staying at {property}. We hope you felt at home, and we would love to welcome you again.\nIf you have a minute, a review helps us a lot: {reviewLink}',
    },
    fr: {
      subject: 'Merci pour votre séjour à {property}',
      text: 'Bonjour {firstName},\nMerci d’avoir séjourné à {property}. Nous espérons que vous vous y êtes senti chez vous, et serons ravis de vous accueillir à nouveau.\nSi vous avez une minute, votre avis nous aide beaucoup : {reviewLink}',
    },
    es: {
      subject: 'Gracias por tu estancia en {property}',
      text: 'Hola {firstName}:\nGracias por alojarte en {property}. Esperamos que te hayas sentido como en casa y nos encantará recibirte de nuevo.\nSi tienes un minuto, tu opinión nos ayuda mucho: {reviewLink}',
    },
    ar: {
      subject: 'شكرًا لإقامتك في {property}',
      text: 'مرحبًا {firstName}،\nشكرًا لإقامتك في {property}. نتمنى أن تكون قد شعرت وكأنك في بيتك، ويسعدنا استقبالك مجددًا.\nإن كان لديك دقيقة، فرأيك يساعدنا كثيرًا: {reviewLink}',
    },
  },
};
