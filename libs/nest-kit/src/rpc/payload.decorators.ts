import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DomainException } from './domain.exception.js';
import { validateAs, validationMessage } from './validation.js';

/** Validates a message's `data` against the parameter's DTO class; answers VALIDATION_FAILED otherwise. */
@Injectable()
export class DataValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dtoClass = metadata.metatype;
    if (!dtoClass || [Object, String, Number, Boolean, Array].includes(dtoClass as never)) return value;
    const result = await validateAs(dtoClass as new () => object, value);
    if (!result.ok) {
      throw new DomainException('INVALID_FIELDS', validationMessage(result.errors), result.errors);
    }
    return result.value;
  }
}

/** The validated request data of a service message (`ServiceMessage.data`). */
export const RequestData = (): ParameterDecorator => Payload('data', DataValidationPipe);
