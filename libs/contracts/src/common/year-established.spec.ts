import { validate } from 'class-validator';
import { IsYearEstablished, yearEstablishedMessage } from './year-established.js';

class Company {
  @IsYearEstablished()
  year: unknown;
}

const errorsFor = async (year: unknown) => {
  const company = new Company();
  company.year = year;
  return (await validate(company)).flatMap((error) => Object.values(error.constraints ?? {}));
};

describe('IsYearEstablished', () => {
  const thisYear = new Date().getFullYear();

  it('accepts 1800 to this year, as a number or four digits', async () => {
    for (const year of [1800, '1800', 1998, '2004', thisYear, String(thisYear)]) {
      expect(await errorsFor(year)).toEqual([]);
    }
  });

  it('refuses other years, other shapes and other types with one message naming the range', async () => {
    const message = `Year established must be between 1800 and ${thisYear}`;
    expect(yearEstablishedMessage()).toBe(message);
    for (const year of [1000, '1799', '9999', thisYear + 1, 1998.5, '12345', ' 1998', 'abcd', null, [1998]]) {
      expect(await errorsFor(year)).toEqual([message]);
    }
  });
});
