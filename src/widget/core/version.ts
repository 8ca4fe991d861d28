export const WIDGET_VERSION = '0.1.0';
