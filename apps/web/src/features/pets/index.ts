export { PetsTab } from './components/pets-tab';
