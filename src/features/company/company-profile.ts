/**
 * The company profile's address (docs/behaviour.md §6.15). Plain data, free of the DOM: the
 * build's scripts read it too.
 */
export const companyProfilePath = '/company-profile';
