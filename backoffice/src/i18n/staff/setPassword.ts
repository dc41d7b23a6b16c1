import type { Language } from '../../providers/language';

/**
 * The set-password page an invitation links to. It is open without a session, outside react-admin's
 * translations, so its texts are here in each language, chosen by the link's `lang`.
 */
export const SET_PASSWORD_TEXTS: Record<
  Language,
  {
    title: string;
    hint: string;
    password: string;
    confirm: string;
    submit: string;
    mismatch: string;
    too_short: string;
    invalid: string;
    failed: string;
    done: string;
    to_login: string;
  }
> = {
  he: {
    title: 'בחירת סיסמה',
    hint: 'בחרו סיסמה לממשק הניהול: 10 תווים לפחות. הקישור פועל פעם אחת.',
    password: 'סיסמה חדשה',
    confirm: 'הסיסמה שוב',
    submit: 'שמירת הסיסמה',
    mismatch: 'הסיסמאות אינן זהות',
    too_short: 'הסיסמה צריכה להכיל 10 תווים לפחות',
    invalid: 'תוקף הקישור פג או שכבר השתמשו בו. בקשו ממנהל הזמנה חדשה.',
    failed: 'לא ניתן לשמור כעת. נסו שוב.',
    done: 'הסיסמה נשמרה. אפשר להתחבר.',
    to_login: 'להתחברות',
  },
  ru: {
    title: 'Выбор пароля',
    hint: 'Задайте пароль для панели управления: не короче 10 символов. Ссылка действует один раз.',
    password: 'Новый пароль',
    confirm: 'Пароль ещё раз',
    submit: 'Сохранить пароль',
    mismatch: 'Пароли не совпадают',
    too_short: 'Пароль должен быть не короче 10 символов',
    invalid: 'Ссылка устарела или уже использована. Попросите администратора прислать новое приглашение.',
    failed: 'Сейчас сохранить не удалось. Попробуйте ещё раз.',
    done: 'Пароль сохранён. Можно войти.',
    to_login: 'Ко входу',
  },
  en: {
    title: 'Choose your password',
    hint: 'Choose a password for the back office: at least 10 characters. The link works once.',
    password: 'New password',
    confirm: 'Password again',
    submit: 'Save the password',
    mismatch: 'The passwords differ',
    too_short: 'The password needs at least 10 characters',
    invalid: 'This link has expired or was used already. Ask an admin for a new invitation.',
    failed: 'Could not save now. Try again.',
    done: 'Your password is saved. You can log in now.',
    to_login: 'Log in',
  },
};
