import { AppShellSection, Box, type BoxProps } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import frameClasses from './frame.module.css';

/**
 * The signed-in frame as Mantine's AppShell draws it (its stylesheet, class names and variables), for our one
 * layout: Mantine's AppShell module brings every section it can render (footer, aside, resize handles and their
 * hooks, react-remove-scroll) to every page's first visit, though we use a header, a navbar and the main area.
 * frame.module.css holds what AppShell computed for our sizes (docs/ARCHITECTURE.md, "Mantine parts no page
 * renders").
 */

// Mantine's class names for the frame, read from a light part (AppShellSection's module imports no other section).
const classes = (AppShellSection as unknown as { classes: Record<string, string> }).classes;
const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

// react-remove-scroll's class for fixed elements at the right edge: while a modal locks scrolling it moves them
// by the scrollbar's width, so the header does not jump (AppShell set it likewise).
const ZERO_RIGHT = 'right-scroll-bar-position';

type Props<E extends 'header' | 'nav' | 'main' | 'div'> = BoxProps &
  Omit<ComponentPropsWithoutRef<E>, keyof BoxProps | 'style'> & { children?: ReactNode };

/**
 * True while the window is being resized and just after mounting, as AppShell's own hook: Mantine's stylesheet then
 * turns the frame's transitions off, so the navbar does not slide across the screen when the window crosses the
 * breakpoint.
 */
function useResizing() {
  const [resizing, setResizing] = useState(true);
  const timeout = useRef(-1);
  const settle = () => {
    window.clearTimeout(timeout.current);
    timeout.current = window.setTimeout(() => setResizing(false), 200);
  };
  useEffect(() => {
    settle();
    return () => window.clearTimeout(timeout.current);
  }, []);
  useWindowEvent('resize', () => {
    setResizing(true);
    settle();
  });
  return resizing;
}

export function Frame({
  navCollapsedOnMobile,
  className,
  ...others
}: Props<'div'> & { navCollapsedOnMobile: boolean }) {
  const resizing = useResizing();
  return (
    <Box
      className={cx(classes.root, frameClasses.frame, className)}
      mod={{ layout: 'alt', mode: 'fixed', resizing, 'nav-collapsed': navCollapsedOnMobile }}
      {...others}
    />
  );
}

export function FrameHeader({ className, ...others }: Props<'header'>) {
  return (
    <Box
      component="header"
      className={cx(classes.header, ZERO_RIGHT, className)}
      mod={{ 'with-border': true }}
      {...others}
    />
  );
}

export function FrameNavbar({ className, ...others }: Props<'nav'>) {
  return <Box component="nav" className={cx(classes.navbar, className)} mod={{ 'with-border': true }} {...others} />;
}

export function FrameSection({ grow, className, ...others }: Props<'div'> & { grow?: boolean }) {
  return <Box className={cx(classes.section, className)} mod={{ grow }} {...others} />;
}

export function FrameMain({ className, ...others }: Props<'main'>) {
  return <Box component="main" className={cx(classes.main, className)} {...others} />;
}
