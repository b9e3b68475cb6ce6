export { type StartupResult, startApp } from './start-app.use-case.js';
