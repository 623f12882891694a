import { useTranslation } from 'react-i18next';
import type { Guide } from '../guides';

/** All of a guide's words in the current language (title, summary, steps, tip), for the search. */
export function useGuideText(): (guide: Guide) => string {
  const { t } = useTranslation('guides');
  return (guide) => {
    const key = `items.${guide.id}`;
    const steps = Array.from({ length: guide.steps }, (_, i) => t(`${key}.steps.${i + 1}`));
    return [t(`${key}.title`), t(`${key}.summary`), ...steps, t(`${key}.tip`)].join(' ');
  };
}
