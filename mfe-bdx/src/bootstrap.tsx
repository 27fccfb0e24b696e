import { startStandalone } from '@kyubos/mfe';
import { App } from './app/app';

// Run on its own (own dev server or static build): the same app the shell mounts.
void startStandalone({ area: 'bordereaux', App });
