program broken
  call undeclared_name(
end program broken
