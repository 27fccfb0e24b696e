import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './a11y';

/*
 * The zero width (filled back by min-width) keeps the content's own width from widening the page
 * or a grid around it, which would cut off its last columns instead.
 */
const Scroller = styled.div`
  overflow-x: auto;
  width: 0;
  min-width: 100%;
  ${focusRing}
`;

/** Whether the element's content is wider than the element, kept up to date as either changes size. */
function useOverflowsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { box, overflows };
}

export interface SideScrollProps {
  /** Names the scroll region for assistive technology: 'Coverage table'. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * Content wider than its place (a table of many columns) scrolling sideways. While it does, the
 * box is a named region in the Tab order, so a keyboard user can reach it and scroll with the
 * arrows to columns no control of theirs leads to (amounts shown, not typed); content that fits
 * adds no stop. It is then marked `data-overflows`, for what content pinned in view shows only then.
 */
export function SideScroll({ label, className, children }: SideScrollProps) {
  const { box, overflows } = useOverflowsSideways();
  return (
    <Scroller ref={box} className={className} {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label, 'data-overflows': true } : {})}>
      {children}
    </Scroller>
  );
}
