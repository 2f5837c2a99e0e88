/*
 * Web Push in the service worker (issue 44, docs/push.md), loaded by the generated service worker
 * with importScripts. The server sends { kind, params, url, language, tag }: the text is written
 * here, in the device's language, from the small table below (no texts travel, nothing secret
 * either: the door code itself is only ever shown by the app). A tap focuses the app's window on
 * the notice's screen, or opens it. `rihlaPush` holds the pure parts, for the unit test.
 */
(() => {
  const texts = {
    en: {
      doorCode: ['Your door code is ready', '{propertyName}: open the app to see it.'],
      extraPaid: ['Extra paid', '{guestName} · {propertyName}'],
      inquiry: ['New inquiry', '{name}'],
      inquiries: ['New inquiries', 'Several owners wrote to us: open the inquiries.'],
      guestMessage: ['Message from {guestName}', '{propertyName}'],
      hostReply: ['Your host replied', '{propertyName}'],
    },
    fr: {
      doorCode: ['Votre code de porte est prêt', '{propertyName} : ouvrez l’application pour le voir.'],
      extraPaid: ['Extra payé', '{guestName} · {propertyName}'],
      inquiry: ['Nouvelle demande', '{name}'],
      inquiries: ['Nouvelles demandes', 'Plusieurs propriétaires nous ont écrit : ouvrez les demandes.'],
      guestMessage: ['Message de {guestName}', '{propertyName}'],
      hostReply: ['Votre hôte a répondu', '{propertyName}'],
    },
    es: {
      doorCode: ['Tu código de puerta está listo', '{propertyName}: abre la aplicación para verlo.'],
      extraPaid: ['Extra pagado', '{guestName} · {propertyName}'],
      inquiry: ['Nueva solicitud', '{name}'],
      inquiries: ['Nuevas solicitudes', 'Varios propietarios nos escribieron: abre las solicitudes.'],
      guestMessage: ['Mensaje de {guestName}', '{propertyName}'],
      hostReply: ['Tu anfitrión respondió', '{propertyName}'],
    },
    ar: {
      doorCode: ['رمز الباب جاهز', '{propertyName}: افتح التطبيق لرؤيته.'],
      extraPaid: ['تم دفع خدمة إضافية', '{guestName} · {propertyName}'],
      inquiry: ['طلب جديد', '{name}'],
      inquiries: ['طلبات جديدة', 'راسلنا عدة ملاك: افتح الطلبات.'],
      guestMessage: ['رسالة من {guestName}', '{propertyName}'],
      hostReply: ['ردّ مضيفك', '{propertyName}'],
    },
  };

  const fill = (text, params) =>
    text.replace(/\{(\w+)\}/g, (_, name) => (params[name] === undefined ? '' : String(params[name])));

  /** The path a tap opens: the notice's own when it is a path of this app, else the home of its side. */
  function urlFor(notice) {
    const url = typeof notice.url === 'string' ? notice.url : '';
    if (/^\/(?!\/)[^\s\\]*$/.test(url)) return url;
    return notice.kind === 'doorCode' || notice.kind === 'hostReply' ? '/guest-portal' : '/host/dashboard';
  }

  /** The notification's title and options, in the notice's language (English when unknown). */
  function notificationFor(notice) {
    const language = Object.hasOwn(texts, notice.language) ? notice.language : 'en';
    const params = notice.params && typeof notice.params === 'object' ? notice.params : {};
    const key = notice.kind === 'inquiry' && !params.inquiryId ? 'inquiries' : notice.kind;
    const [title, body] = texts[language][key] ?? texts[language].doorCode;
    const preview = typeof params.preview === 'string' ? params.preview : '';
    return {
      title: fill(title, params),
      options: {
        body: preview || fill(body, params).replace(/^[\s:·]+|[\s:·]+$/g, ''),
        icon: '/icons/icon-192.png',
        badge: '/icons/favicon-64.png',
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        tag: typeof notice.tag === 'string' ? notice.tag : String(notice.kind),
        renotify: true,
        data: { url: urlFor(notice) },
      },
    };
  }

  self.rihlaPush = { notificationFor, urlFor };

  self.addEventListener('push', (event) => {
    let notice = {};
    try {
      notice = event.data ? event.data.json() : {};
    } catch {
      notice = {};
    }
    const { title, options } = notificationFor(notice);
    event.waitUntil(self.registration.showNotification(title, options));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = new URL(urlFor(event.notification.data || {}), self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) {
          try {
            const focused = await open.focus();
            if (open.url !== target) await (focused || open).navigate(target);
            return;
          } catch {
            // A window this worker does not control cannot be moved: a new one opens instead.
          }
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
})();
