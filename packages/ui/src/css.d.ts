/** Stylesheets imported for their side effect (the apps' webpack injects them). */
declare module '*.css';
