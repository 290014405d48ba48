(let ((a (read)) (b (read))) (format t "~d~%" (+ a b)))
