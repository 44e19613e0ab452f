import { Transform } from 'class-transformer';

/** Query strings arrive as text; 'true'/'1' mean yes, anything else no. */
export const BooleanFlag = (): PropertyDecorator =>
  Transform(({ value }) => value === true || value === 'true' || value === '1' || value === '');

/**
 * Numbers stay strings that fail @IsInt when they are not plain digits ('abc', '1.5', '1e3'),
 * so the message names the parameter instead of a NaN slipping through.
 */
export const WholeNumber = (): PropertyDecorator =>
  Transform(({ value }) =>
    typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value,
  );
