export { Country, CountryList } from './country.entity.js';
