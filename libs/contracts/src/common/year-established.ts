import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The earliest founding year a company may give; the latest is the current year. */
export const EARLIEST_YEAR_ESTABLISHED = 1800;

const latestYear = () => new Date().getFullYear();

/** The message of a year outside the range (the current year is read when a request is validated). */
export const yearEstablishedMessage = (): string =>
  `Year established must be between ${EARLIEST_YEAR_ESTABLISHED} and ${latestYear()}`;

/** A founding year from EARLIEST_YEAR_ESTABLISHED to this year, as a whole number or as its four digits. */
export function IsYearEstablished(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isYearEstablished',
      validator: {
        validate: (value: unknown) => {
          const year = typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : value;
          return (
            Number.isInteger(year) &&
            (year as number) >= EARLIEST_YEAR_ESTABLISHED &&
            (year as number) <= latestYear()
          );
        },
        defaultMessage: yearEstablishedMessage,
      },
    },
    options,
  );
}
