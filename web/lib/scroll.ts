function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Scrolls the window to the top over a fixed duration. Native smooth scrolling cannot be given a
 * duration, and docs/product.md fixes it (600 ms).
 */
export function animateScrollToTop(durationMs: number, reducedMotion = false): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (reducedMotion || durationMs <= 0) {
    window.scrollTo({ top: 0 });
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo({ top: Math.round(start * (1 - easeInOutCubic(progress))) });
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
