/** How long a set-password link from an invitation works (and only once: setting the password ends it). */
export const INVITATION_HOURS = 48;

export const INVITATION_LANGUAGES = ['he', 'ru', 'en'] as const;
export type InvitationLanguage = (typeof INVITATION_LANGUAGES)[number];

export interface InvitationEmail {
  language: InvitationLanguage;
  subject: string;
  text: string;
}

const TEXTS: Record<InvitationLanguage, { subject: string; body: (name: string, link: string) => string }> = {
  he: {
    subject: 'הוזמנת לממשק הניהול של החנות',
    body: (name, link) =>
      `שלום ${name},\n\nנוצר עבורך חשבון בממשק הניהול של החנות. לבחירת סיסמה יש לפתוח את הקישור:\n${link}\n\n` +
      `הקישור פועל פעם אחת בלבד, במשך ${INVITATION_HOURS} שעות. הסיסמה: 10 תווים לפחות.\nאם לא ציפית להזמנה זו, אפשר להתעלם ממנה.`,
  },
  ru: {
    subject: 'Приглашение в панель управления магазина',
    body: (name, link) =>
      `Здравствуйте, ${name}!\n\nДля вас создана учётная запись в панели управления магазина. Чтобы задать пароль, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует один раз в течение ${INVITATION_HOURS} часов. Пароль: не короче 10 символов.\nЕсли вы не ждали приглашения, просто проигнорируйте это письмо.`,
  },
  en: {
    subject: "You are invited to the shop's back office",
    body: (name, link) =>
      `Hello ${name},\n\nAn account in the shop's back office was made for you. To choose your password, open:\n${link}\n\n` +
      `The link works once, for ${INVITATION_HOURS} hours. Passwords have at least 10 characters.\nIf you did not expect this invitation, ignore it.`,
  },
};

/** The invitation in the staff member's interface language. */
export function composeInvitation(language: InvitationLanguage, name: string, link: string): InvitationEmail {
  const texts = TEXTS[language];
  return { language, subject: texts.subject, text: texts.body(name, link) };
}

/** The back office's set-password page for a token (a page of its own, outside the login). */
export function setPasswordLink(backOfficeUrl: string, token: string, language: InvitationLanguage): string {
  return `${backOfficeUrl.replace(/\/?$/, '/')}set-password?lang=${language}&token=${encodeURIComponent(token)}`;
}
