// Apart from card-number.ts, so that the frames of the other card fields carry no brand tables.
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
