// moved to lib/ so admin features (discount product search) can debounce without importing this feature
export { useDebouncedValue } from '../../lib/use-debounced-value';
