print (;
