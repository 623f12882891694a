import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UI } from '../../common/limits';
import { animateScrollToTop } from '../lib/scroll';

/** Slides in while `shown`; takes the reader back up in 600 ms. */
export function ScrollToTopButton({ shown }: { shown: boolean }) {
  const { t } = useTranslation('layout');
  const reducedMotion = useReducedMotion();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={shown}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="md"
            variant="filled"
            aria-label={t('scrollToTop')}
            onClick={() => animateScrollToTop(UI.scrollTopDurationMs, reducedMotion)}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
