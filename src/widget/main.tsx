// Entry of paymentWidgets.js. document.currentScript is only set while this runs, so it is
// captured here, synchronously.
import { startWidget } from './core/boot';

startWidget({ win: window, script: document.currentScript });
