import { startEarly } from './start-early';

// What needs no shared module starts at once (the runtime config, the portal's code for a stored session).
startEarly();
// Shared modules are negotiated asynchronously: everything else starts behind this one dynamic import.
import('./bootstrap');
