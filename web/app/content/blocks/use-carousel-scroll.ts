// The state and moves of a sideways-scrolling carousel: whether it sits at either end (the
// buttons are disabled there, never wrapping) and a move by one view of whole slides.
// Scrolling is instant for shoppers who ask for reduced motion.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCarouselScroll() {
  const listRef = useRef<HTMLDivElement>(null);
  // Before hydration nothing can scroll by button: show "previous" disabled, "next" not.
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      setAtStart(list.scrollLeft <= 1);
      setAtEnd(list.scrollLeft + list.clientWidth >= list.scrollWidth - 1);
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const scroll = useCallback((direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const origin = list.getBoundingClientRect().left - list.scrollLeft;
    const starts = Array.from(list.children, (slide) => ({
      left: slide.getBoundingClientRect().left - origin,
      right: slide.getBoundingClientRect().right - origin,
    }));
    const viewEnd = list.scrollLeft + list.clientWidth;
    // Next: the first slide not wholly in view comes first. Previous: as far back as one view goes.
    const target =
      direction === 1
        ? (starts.find((s) => s.right > viewEnd + 1)?.left ?? list.scrollWidth)
        : (starts.find((s) => s.left >= list.scrollLeft - list.clientWidth - 1)?.left ?? 0);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left: target, behavior: reduced ? 'auto' : 'smooth' });
  }, []);

  return { listRef, atStart, atEnd, scroll };
}
