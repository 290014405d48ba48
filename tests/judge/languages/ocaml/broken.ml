let () = undeclared_name ()
