import { ValidateBy, type ValidationOptions } from 'class-validator';
import {
  EARLIEST_YEAR_ESTABLISHED,
  isYearEstablished,
  yearEstablishedMessage,
} from '../options/forms.constants.js';

// The rule and its message live with the other rules the browser checks too.
export { EARLIEST_YEAR_ESTABLISHED, yearEstablishedMessage };

/** A founding year from EARLIEST_YEAR_ESTABLISHED to this year, as a whole number or as its four digits. */
export function IsYearEstablished(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isYearEstablished',
      validator: { validate: isYearEstablished, defaultMessage: yearEstablishedMessage },
    },
    options,
  );
}
