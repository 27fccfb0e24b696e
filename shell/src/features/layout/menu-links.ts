/** Height of the menu area: taller when the active menu item shows a sub-menu row. */
export const menuAreaHeight = (activeHasSubmenus: boolean): number => (activeHasSubmenus ? 234 : 176);

export const MENU_SCROLL_STEP = 150;
