import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../entities/session';
import { useUpdateUser } from './use-update-user';

/**
 * Mails (deadline reminders) speak the language the person last chose in the interface: when the signed-in
 * user's stored language differs from the interface's, it is saved. One attempt per language, so a failing
 * call is not repeated on every render.
 */
export function useMailLanguage(): void {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const update = useUpdateUser(user?._id ?? '');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const tried = useRef<string | null>(null);
  const { mutate } = update;
  useEffect(() => {
    if (!user || user.language === language || tried.current === `${user._id}:${language}`) return;
    tried.current = `${user._id}:${language}`;
    mutate({ language });
  }, [user, language, mutate]);
}
