import { COUNTRY_LETTERS, DATE, each, MONEY, text } from './format-builders';
import type { ParamSpec } from './types';

// Document 2, section 2.13 "Airline": passengers and legs counted from 0; every field
// Conditional without a stated condition, so every field is accepted when sent.
const PASSENGER = 'airline.passengers[n].';
const LEG = `${PASSENGER}legs[n].`;
const TEXT = text(1, 255);

export const AIRLINE: readonly ParamSpec[] = [
  ...each('airline.', ['totalTaxAmount', 'totalFeesAmount', 'totalFareAmount'], MONEY),
  { name: 'airline.ticketIssueDate', format: DATE },
  ...each(
    'airline.',
    [
      'ticketIssueAddress',
      'thirdPartyBooking',
      'bookingtype', // sic: the spec's spelling
      'ticketDeliveryMethod',
      'bookingRefNum',
      'agentName',
      'agentCode',
    ],
    TEXT,
  ),
  ...each(
    PASSENGER,
    [
      'type',
      'name',
      'ticketRestricted',
      'ticketNumber',
      'status',
      'phone',
      'frequentFlyerNumber',
      'email',
      'dob',
      'checkDigit',
    ],
    TEXT,
  ),
  { name: `${PASSENGER}residenceCountry`, format: COUNTRY_LETTERS },
  ...each(
    LEG,
    [
      'ticketNumber',
      'stopOverAllowed',
      'restrictions',
      'flightNumber',
      'fareBasis',
      'exchangeTicketNum',
      'departureCountry',
      'departureAirport',
      'airlineName',
      'airlineCode',
      'departureTime',
      'arrivalCountry',
      'arrivalAirport',
      'arrivalTime',
      'couponNumber',
      'classOfService',
      'carrierCode',
    ],
    TEXT,
  ),
  ...each(LEG, ['taxAmount', 'feesAmount', 'fareAmount', 'departureTaxAmount'], MONEY),
  ...each(LEG, ['departureDate', 'arrivalDate'], DATE),
  { name: `${LEG}timeToDeparture`, format: text(1, 10), note: 'Days to departure.' },
];
