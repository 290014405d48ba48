<?php echo (;
