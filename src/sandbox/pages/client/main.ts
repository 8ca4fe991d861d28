// Entry of gateway-pages.js, the one script of the gateway's own pages.
import './gateway-pages.css';
import { startPage } from './start-page';

startPage(window);
