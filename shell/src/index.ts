import { startEarly } from './start';

startEarly();
// Shared modules are negotiated asynchronously: everything starts behind this one dynamic import.
import('./bootstrap');
