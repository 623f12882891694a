import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { lazyPart } from '../components/lazy-part';
import { Outlet, useLocation } from 'react-router';
import { useMailLanguage } from '../features/account';
import { PageTitleContext } from '../lib/page-title';
import { CONTENT_MAX_WIDTH } from '../lib/theme';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { Frame, FrameMain } from './frame';
import classes from './main-layout.module.css';
import { ScrollToTop } from './scroll-to-top';
import { useCloseOnDesktop, useLayoutReset } from './use-layout-reset';

// Help's texts and components load when it is first opened; it then stays mounted for its closing transition.
const HelpDrawer = lazyPart(() => import('./help-drawer').then((m) => m.HelpDrawer), null, ['guides', 'help']);
// Likewise the add-project modal (Mantine's Modal and its scroll area are not in a page's first visit).
const NewProjectModal = lazyPart(() => import('./new-project-modal').then((m) => m.NewProjectModal), null, [
  'projectPages',
  'projects',
]);

/** The signed-in frame: dark aside, header with actions, fixed-width content. */
export function MainLayout() {
  const location = useLocation();
  const [title, setTitle] = useState<string | null>(null);
  const [navOpened, nav] = useDisclosure(false);
  const [helpOpened, help] = useDisclosure(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  if (helpOpened && !helpLoaded) setHelpLoaded(true);
  const [newProjectOpened, newProject] = useDisclosure(false);
  const [newProjectLoaded, setNewProjectLoaded] = useState(false);
  if (newProjectOpened && !newProjectLoaded) setNewProjectLoaded(true);

  useLayoutReset(location.key, () => {
    nav.close();
    help.close();
    newProject.close();
  });
  useCloseOnDesktop(nav.close);
  useMailLanguage();

  return (
    <PageTitleContext value={setTitle}>
      <Frame navCollapsedOnMobile={!navOpened} className={classes.shell}>
        <AppHeader
          title={title}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onOpenHelp={help.open}
          onNewProject={newProject.open}
        />
        <AppNavbar onNavigate={nav.close} onClose={nav.close} />
        <FrameMain className={classes.main}>
          <Container size={CONTENT_MAX_WIDTH} px={{ base: 'md', md: 'xl' }} py="xl">
            <Outlet />
          </Container>
        </FrameMain>
        {helpLoaded && <HelpDrawer opened={helpOpened} onClose={help.close} />}
        {newProjectLoaded && <NewProjectModal opened={newProjectOpened} onClose={newProject.close} />}
        <ScrollToTop />
      </Frame>
    </PageTitleContext>
  );
}
