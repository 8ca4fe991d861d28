// Where the sandbox's risk engine places an IP address and a card BIN. A sandbox has no
// geolocation database: the IPv4 documentation ranges (RFC 5737) and the BINs of the test cards
// have fixed countries, so the country-mismatch rules can be tested; anything else has no country
// and no mismatch rule applies to it.

/** The IPv4 documentation ranges and the countries the risk engine gives them. */
export const IP_COUNTRIES: ReadonlyArray<{ prefix: string; range: string; country: string }> = [
  { prefix: '192.0.2.', range: '192.0.2.0/24', country: 'DE' },
  { prefix: '198.51.100.', range: '198.51.100.0/24', country: 'US' },
  { prefix: '203.0.113.', range: '203.0.113.0/24', country: 'GB' },
];

/** Card BINs (first six digits) and the countries of their issuers in the sandbox. */
export const BIN_COUNTRIES: ReadonlyArray<{ bin: string; country: string }> = [
  { bin: '420000', country: 'DE' },
  { bin: '545454', country: 'DE' },
  { bin: '520000', country: 'DE' },
  { bin: '377777', country: 'US' },
  { bin: '400000', country: 'US' },
  { bin: '411111', country: 'US' },
  { bin: '401200', country: 'GB' },
];

export const ipCountry = (ip: string | undefined): string | undefined =>
  ip === undefined ? undefined : IP_COUNTRIES.find((entry) => ip.startsWith(entry.prefix))?.country;

export const binCountry = (number: string | undefined): string | undefined =>
  number === undefined ? undefined : BIN_COUNTRIES.find((entry) => number.startsWith(entry.bin))?.country;
