/** WORKERS COMP forms and views have no Premium Details (spec 3 §2.2, §2.3, §2.7). */
export const hasPremiumDetails = (categoryName: string): boolean => categoryName.trim().toUpperCase() !== 'WORKERS COMP';
