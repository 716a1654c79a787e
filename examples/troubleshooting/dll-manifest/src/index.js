console.log('uses the vendor DLL');
