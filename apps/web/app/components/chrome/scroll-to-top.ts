/** Scrolls to the page's top and moves focus there, so keyboard users start from the top too. */
export function scrollToTop(event?: { preventDefault(): void }): void {
  event?.preventDefault();
  window.scrollTo({ top: 0, behavior: "smooth" });
  document.querySelector<HTMLElement>("a[href='#content']")?.focus({ preventScroll: true });
}
