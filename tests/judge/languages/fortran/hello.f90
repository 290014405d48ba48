program hello
  print '(a)', 'Hello, World!'
end program hello
