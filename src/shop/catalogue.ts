export interface Product {
  sku: string;
  name: string;
  description: string;
  /** Price in the gateway's amount format: digits, a dot, two decimals. */
  price: string;
  currency: string;
}

export const PRODUCTS: readonly Product[] = [
  {
    sku: 'mug',
    name: 'Sandbox mug',
    description: 'Holds 350 ml of coffee while your tests run.',
    price: '12.50',
    currency: 'EUR',
  },
  {
    sku: 'tshirt',
    name: 'Result code T-shirt',
    description: 'Printed with 000.100.110 on the front.',
    price: '24.00',
    currency: 'EUR',
  },
  {
    sku: 'stickers',
    name: 'Sticker pack',
    description: 'Ten stickers of the classic test cards.',
    price: '3.99',
    currency: 'EUR',
  },
  {
    sku: 'dates',
    name: 'Box of Medjool dates',
    description: 'Shipped from Riyadh, paid in riyals: with mada, VISA or Mastercard.',
    price: '45.00',
    currency: 'SAR',
  },
];

export const findProduct = (sku: string): Product | undefined => PRODUCTS.find((p) => p.sku === sku);
