// Made-up customers' phone numbers, each another's: a customer's phone is unique in a business.
import { phoneDigits } from '../people/customerForm';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Gives "+1 (555) EEE-LLLL" numbers from drawn parts, none twice (nor one of `taken`): a number
 * already given goes on to the next line number of its exchange. The draws stay as they were, so
 * the rest of a generated business does not change.
 */
export function phoneBook(taken: Iterable<string> = []): (exchange: number, line: number) => string {
  const given = new Set([...taken].map(phoneDigits));
  return (exchange, line) => {
    for (let step = 0; step < 10_000; step += 1) {
      const phone = `+1 (555) ${pad(exchange, 3)}-${pad((line + step) % 10_000, 4)}`;
      if (!given.has(phoneDigits(phone))) {
        given.add(phoneDigits(phone));
        return phone;
      }
    }
    throw new RangeError(`Every line number of the exchange ${exchange} is taken`);
  };
}
