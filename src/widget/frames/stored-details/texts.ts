// The stored-details frame's own texts.
export interface StoredTexts {
  cvv: string;
  cvvError: string;
  expires: string;
}

const en: StoredTexts = { cvv: 'CVV of the selected card', cvvError: 'Invalid CVV', expires: 'expires' };
const de: StoredTexts = {
  cvv: 'Prüfnummer der gewählten Karte',
  cvvError: 'Ungültige Prüfnummer',
  expires: 'gültig bis',
};

export const storedTexts = (locale: string): StoredTexts => (locale.toLowerCase().startsWith('de') ? de : en);
