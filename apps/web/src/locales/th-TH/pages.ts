// The catalogues of the pages beyond the login page, as one module: their frame loads them all at once.
export default import.meta.glob(['./*.json', '!./{common,auth,errors}.json'], { eager: true, import: 'default' });
