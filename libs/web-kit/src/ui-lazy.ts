// `@ped/web-kit/ui-lazy`: the lighter Chakra components that no first paint needs (form controls, alerts, code,
// separators); the heavy zag-based ones are in `./ui-overlays.ts`. Like that one, a Module
// Federation singleton of its own, fetched only when a module importing it loads: import it only from modules
// that are themselves loaded lazily (a lazy page or overlay, or a remote other than catalog-ui), never from
// anything the first paint renders. Their recipes come with them (see withRecipe), not in the eager system.
import {
  Alert as ChakraAlert,
  Code as ChakraCode,
  Fieldset as ChakraFieldset,
  Separator as ChakraSeparator,
  Textarea as ChakraTextarea,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  codeRecipe,
  fieldsetSlotRecipe,
  separatorRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
// Field, Input and NativeSelect bring Ark's field; their recipes are in the eager system, which draws plain elements
// with them on the first paint (catalog-ui's `PlainField`, `PlainInput`, `PlainSelect`).
export { Field, Input, InputGroup, NativeSelect, type InputProps } from '@chakra-ui/react';
import { withRecipe } from './theme/withRecipe';

export const Alert = { ...ChakraAlert, Root: withRecipe(ChakraAlert.Root, alertSlotRecipe) };
export const Code = withRecipe(ChakraCode, codeRecipe);
export const Fieldset = { ...ChakraFieldset, Root: withRecipe(ChakraFieldset.Root, fieldsetSlotRecipe) };
export const Separator = withRecipe(ChakraSeparator, separatorRecipe);
export const Textarea = withRecipe(ChakraTextarea, textareaRecipe);
